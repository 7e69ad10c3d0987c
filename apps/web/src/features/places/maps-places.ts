import type { Language } from '@maxer/domain';
import { addressFromPlace, type PlaceAddress } from './place-address.ts';

/** A suggested place, as the address search lists it. */
export interface PlaceSuggestion {
  text: string;
  /** Its address, fetched when it is chosen (the end of one billed autocomplete session). */
  address: () => Promise<PlaceAddress>;
}

let places: Promise<google.maps.PlacesLibrary> | undefined;

/**
 * Google's Places library through the Maps JavaScript API. The loader itself is fetched only here, and
 * its script (maps.googleapis.com) only on the first call: a page without a maps key never asks for it.
 */
function placesLibrary(key: string, language: Language): Promise<google.maps.PlacesLibrary> {
  places ??= import('@googlemaps/js-api-loader').then(({ importLibrary, setOptions }) => {
    setOptions({ key, v: 'weekly', language });
    return importLibrary('places');
  });
  return places;
}

/** One typing session of the address search: suggestions for each input, billed as one session. */
export function placesSession(key: string, language: Language) {
  let token: google.maps.places.AutocompleteSessionToken | undefined;
  return async (input: string): Promise<PlaceSuggestion[]> => {
    const { AutocompleteSessionToken, AutocompleteSuggestion } = await placesLibrary(key, language);
    token ??= new AutocompleteSessionToken();
    const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input,
      sessionToken: token,
      language,
    });
    return suggestions.flatMap((suggestion) => {
      const prediction = suggestion.placePrediction;
      if (!prediction) return [];
      return [
        {
          text: prediction.text.toString(),
          address: async () => {
            // Choosing ends the session: the next typing starts a new one.
            token = undefined;
            const place = prediction.toPlace();
            await place.fetchFields({ fields: ['addressComponents'] });
            return addressFromPlace(place.addressComponents ?? []);
          },
        },
      ];
    });
  };
}
