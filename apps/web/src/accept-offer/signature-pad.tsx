import { type OfferSignatureInput, SIGNATURE_LIMITS } from '@maxer/domain';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';

export interface SignatureTexts {
  title: string;
  draw: string;
  type: string;
  padLabel: string;
  clear: string;
  name: string;
}

interface Props {
  texts: SignatureTexts;
  required: boolean;
  requiredLabel: string;
  optionalLabel: string;
  disabled: boolean;
  error: string | null;
  onChange: (signature: OfferSignatureInput | null) => void;
}

/** The pad's height on the page; its width follows the card. */
const CSS_HEIGHT = 160;

/** A blank pad: white, so the PNG has a ground (the server lays it on white anyway). */
function whiten(element: HTMLCanvasElement) {
  const context = element.getContext('2d');
  if (!context) return;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, element.width, element.height);
}

/**
 * The customer's signature (ADR 057): drawn with a finger, pen or mouse on a canvas (pointer events,
 * its own ~100 lines rather than a library, to keep the offer page small), or typed (the keyboard's
 * way). The drawing is sent as a PNG no larger than the server takes (SIGNATURE_LIMITS).
 */
export function SignaturePad({
  texts,
  required,
  requiredLabel,
  optionalLabel,
  disabled,
  error,
  onChange,
}: Props) {
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn');
  const [name, setName] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const id = useId();

  /** Size the canvas to its box (device pixels, within the limits) on a white ground. */
  useEffect(() => {
    const element = canvas.current;
    if (!element || mode !== 'drawn') return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const width = Math.min(Math.round(element.clientWidth * ratio), 1200);
    const height = Math.min(Math.round(CSS_HEIGHT * ratio), 400);
    element.width = Math.min(width, SIGNATURE_LIMITS.maxWidth) || 600;
    element.height = Math.min(height, SIGNATURE_LIMITS.maxHeight);
    whiten(element);
  }, [mode]);

  function clear() {
    if (canvas.current) whiten(canvas.current);
    onChange(null);
  }

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * element.width,
      y: ((event.clientY - box.top) / box.height) * element.height,
    };
  }

  function down(event: PointerEvent<HTMLCanvasElement>) {
    if (disabled) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.lineWidth = Math.max(2, event.currentTarget.width / 250);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
    context.beginPath();
    context.moveTo(x, y);
    // A dot for a tap.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  }

  function up(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current = false;
    onChange({ kind: 'drawn', image: event.currentTarget.toDataURL('image/png') });
  }

  function choose(next: 'drawn' | 'typed') {
    setMode(next);
    onChange(next === 'typed' && name.trim() ? { kind: 'typed', name } : null);
  }

  return (
    <fieldset className="signature" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>
        {texts.title} <span className="hint">({required ? requiredLabel : optionalLabel})</span>
      </legend>
      <div className="signature-modes">
        {(['drawn', 'typed'] as const).map((kind) => (
          <label key={kind} className="check">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={mode === kind}
              disabled={disabled}
              onChange={() => choose(kind)}
            />
            {kind === 'drawn' ? texts.draw : texts.type}
          </label>
        ))}
      </div>
      {mode === 'drawn' ? (
        <div className="signature-pad">
          <canvas
            ref={canvas}
            role="img"
            aria-label={texts.padLabel}
            data-testid="signature-canvas"
            style={{ height: CSS_HEIGHT }}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
          />
          <button type="button" className="secondary" onClick={() => clear()} disabled={disabled}>
            {texts.clear}
          </button>
        </div>
      ) : (
        <div className="reason">
          <label htmlFor={`${id}-name`}>{texts.name}</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            maxLength={SIGNATURE_LIMITS.maxNameLength}
            value={name}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setName(event.currentTarget.value);
              const typed = event.currentTarget.value.trim();
              onChange(typed ? { kind: 'typed', name: typed } : null);
            }}
          />
          {name.trim() && <p className="typed-signature">{name}</p>}
        </div>
      )}
      {error && (
        <p className="error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
