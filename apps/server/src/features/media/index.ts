// The media feature's public face: what other features may use of it (ADR 031, ADR 048).

export { mediaSessionExists } from './media.service.ts';
export { companyMediaPrefix } from './media-files.ts';
