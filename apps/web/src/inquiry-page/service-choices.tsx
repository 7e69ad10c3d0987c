import type { InquiryForm, Language } from '@maxer/domain';
import { text } from './texts.ts';

type Service = InquiryForm['services'][number];

/** A service's name in the page's language, else German, else any it has. */
function labelOf(service: Service, language: Language): string {
  const labels = service.labels as Record<string, string | null | undefined>;
  return labels[language] || labels.de || Object.values(labels).find(Boolean) || '';
}

/** The company's service tree as check boxes, sub-services indented under their parent. */
export function ServiceChoices({
  services,
  chosen,
  onChange,
  language,
  disabled,
}: {
  services: InquiryForm['services'];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
  language: Language;
  disabled: boolean;
}) {
  if (services.length === 0) return null;
  const children = (parentId: string | null) => services.filter((service) => service.parentId === parentId);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((existing) => existing !== id));
  const branch = (parentId: string | null, depth: number): React.ReactNode =>
    children(parentId).map((service) => (
      <div key={service._id} style={{ marginLeft: `${depth * 1.25}rem` }}>
        <label className="check">
          <input
            type="checkbox"
            checked={chosen.includes(service._id)}
            onChange={(event) => toggle(service._id, event.target.checked)}
            disabled={disabled}
          />
          {labelOf(service, language)}
        </label>
        {depth < 4 && branch(service._id, depth + 1)}
      </div>
    ));
  return (
    <fieldset className="card">
      <legend>{text(language, 'services')}</legend>
      {branch(null, 0)}
    </fieldset>
  );
}
