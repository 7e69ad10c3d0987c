// The places feature's public face: postcode and town of every address form (issue 15, item 12), and
// the place search that fills a whole address when a maps key is configured (issue 19).
export { AddressSearch } from './components/address-search.tsx';
export { type AddressPartProps, PostcodeTownFields } from './components/postcode-town-fields.tsx';
export { fillAddress, type PlaceAddress } from './place-address.ts';
