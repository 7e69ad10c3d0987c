import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';

/** How the customer is named on lists and documents: the company name for companies, else the person. */
export const customerName = sql<string>`case when ${customers.customerType} = 'COMPANY' and ${customers.companyName} is not null then ${customers.companyName} else trim(coalesce(${customers.firstName}, '') || ' ' || ${customers.lastName}) end`;
