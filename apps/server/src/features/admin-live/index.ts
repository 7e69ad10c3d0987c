// The admin live dashboard's public face. What it shows is announced by the features where things
// happen, through `announceToAdmins` in platform/realtime.ts; a new company through
// `announceCompanyCreated` there, which the company-creating service calls after its commit.
export { announceCompanyCreated, announceToAdmins } from '../../platform/realtime.ts';
