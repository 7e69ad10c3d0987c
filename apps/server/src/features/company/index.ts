// The company feature's public face: what other features may use of it (ADR 031).
export { type CompanyRow, findCompany, lockCompany } from './company.repo.ts';
