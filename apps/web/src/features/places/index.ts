// The places feature's public face: postcode and town of every address form (issue 15, item 12).
export { type AddressPartProps, PostcodeTownFields } from './components/postcode-town-fields.tsx';
