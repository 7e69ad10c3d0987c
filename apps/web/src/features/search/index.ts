export { CompanySearch } from './components/company-search.tsx';
