// The inquiry feature's public face in the web app: the web inquiry form's card on /my-company (ADR 056).
export { InquiryFormCard } from './components/inquiry-form-card.tsx';
