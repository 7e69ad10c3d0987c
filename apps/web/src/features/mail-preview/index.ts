// The mail preview feature's public face: what other features may use of it (ADR 031).
export { MailPreviewPanel } from './components/mail-preview-panel.tsx';
export { MailPreviewView } from './components/mail-preview-view.tsx';
