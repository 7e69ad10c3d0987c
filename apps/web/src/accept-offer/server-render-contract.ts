/**
 * What the server and the offer page agree on for a server-rendered page (ADR 062): the offer goes
 * into the HTML as JSON in `<script type="application/json" id="offer-data">` (never executed, so the
 * content security policy allows it), the rendered markup into `<div id="root">`.
 */
export const OFFER_DATA_ID = 'offer-data';
