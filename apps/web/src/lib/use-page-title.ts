import { useDocumentTitle } from '@mantine/hooks';

/** The browser tab names the page, so screen-reader users and people with many tabs know where they are. */
export function usePageTitle(title: string): void {
  useDocumentTitle(`${title} · Maxer`);
}
