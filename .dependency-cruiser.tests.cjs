// Tests keep the same feature boundaries as the product (ADR 031): a test uses another feature through
// its public face (index.ts) or its test kit (`*-test-support.ts`). Cycles are checked on the product
// code only (.dependency-cruiser.cjs): two features' tests may well use each other's kits.
const product = require('./.dependency-cruiser.cjs');

const boundaries = [
  'server-feature-public-face',
  'server-platform-knows-no-feature',
  'web-feature-public-face',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: product.forbidden.filter((rule) => boundaries.includes(rule.name)),
  options: { ...product.options, exclude: { path: '(^|/)(node_modules|dist|coverage)/' } },
};
