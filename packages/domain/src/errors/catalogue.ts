import type { Localized } from '../i18n.ts';

/**
 * Every error the product can answer with: the codes of the specification's error catalogue (§8) and
 * validation messages (§5), plus the platform's own. One table: the code, its HTTP status, and its
 * text in both languages. `:name:` marks a parameter filled from the error's details (the
 * specification writes 'The Contract ( :id: ) is still Open').
 */
export const ERROR_CATALOGUE = {
  // §8 error catalogue
  error_email_exists: {
    status: 409,
    en: 'There is another account with this email',
    de: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse',
  },
  error_no_package: {
    status: 422,
    en: 'There is no Package',
    de: 'Es ist kein Paket vorhanden',
  },
  error_company_inactive: {
    status: 423,
    en: 'This company account is not active. Please contact the administration.',
    de: 'Dieses Firmenkonto ist nicht aktiv. Bitte wenden Sie sich an die Administration.',
  },
  error_country_not_allowed_to_login: {
    status: 403,
    en: 'Signing in to this company account is not allowed from your country.',
    de: 'Die Anmeldung bei diesem Firmenkonto ist aus Ihrem Land nicht erlaubt.',
  },
  error_payment_more_then_invoice_amount: {
    status: 422,
    en: 'The payments would exceed the invoice amount.',
    de: 'Die Zahlungen würden den Rechnungsbetrag übersteigen.',
  },
  error_unpaid_not_zero: {
    status: 409,
    en: 'This invoice has payments. Delete them first.',
    de: 'Diese Rechnung hat Zahlungen. Löschen Sie diese zuerst.',
  },
  error_contract_not_found: {
    status: 404,
    en: 'There is NO Contract with the given ID',
    de: 'Es gibt keinen Auftrag mit dieser ID',
  },
  error_contract_link_not_found: {
    status: 404,
    en: 'There is no Contract with the Given Link',
    de: 'Es gibt keinen Auftrag zu diesem Link',
  },
  error_contract_still_open: {
    status: 409,
    en: 'The Contract ( :id: ) is still Open',
    de: 'Der Auftrag ( :id: ) ist noch offen',
  },
  error_login_failed: {
    status: 401,
    en: 'Error With the Email Or Password',
    de: 'E-Mail-Adresse oder Passwort ist falsch',
  },
  error_admin_signs_in_elsewhere: {
    status: 401,
    en: 'This is a platform administrator account. Platform administrators sign in at :adminUrl:',
    de: 'Dies ist ein Konto der Plattform-Administration. Administratoren melden sich unter :adminUrl: an.',
  },
  error_calendar_permission_missing: {
    status: 403,
    en: 'The calendar permission is missing. Please log in via the calendar service again.',
    de: 'Die Kalenderberechtigung fehlt. Bitte melden Sie sich erneut beim Kalenderdienst an.',
  },
  error_review_load_failed: {
    status: 404,
    en: 'The review could not be loaded.',
    de: 'Die Bewertung konnte nicht geladen werden.',
  },
  error_review_submit_failed: {
    status: 422,
    en: 'The review could not be submitted.',
    de: 'Die Bewertung konnte nicht übermittelt werden.',
  },
  error_something_wrong: {
    status: 500,
    en: 'Something is going wrong',
    de: 'Etwas ist schiefgelaufen',
  },
  error_unknown: {
    status: 500,
    en: 'Unknown Error',
    de: 'Unbekannter Fehler',
  },
  error_session_inactive: {
    status: 401,
    en: 'Your session is no longer active. Please sign in again.',
    de: 'Ihre Sitzung ist nicht mehr aktiv. Bitte melden Sie sich erneut an.',
  },
  error_api_key_invalid: {
    status: 401,
    en: 'This API key is not valid: it is unknown, expired or revoked.',
    de: 'Dieser API-Schlüssel ist ungültig: Er ist unbekannt, abgelaufen oder widerrufen.',
  },
  error_api_key_read_only: {
    status: 403,
    en: 'This API key is read-only: it may only read (GET).',
    de: 'Dieser API-Schlüssel darf nur lesen (GET).',
  },
  error_api_key_not_allowed: {
    status: 403,
    en: 'API keys cannot be used for this. Sign in instead.',
    de: 'Mit einem API-Schlüssel ist das nicht möglich. Bitte melden Sie sich an.',
  },
  error_api_key_expiry_past: {
    status: 400,
    en: 'The expiry date must be today or later.',
    de: 'Das Ablaufdatum muss heute oder später sein.',
  },
  error_not_found: {
    status: 404,
    en: 'Page Not Found',
    de: 'Seite nicht gefunden',
  },

  // §5 validation messages
  error_email_invalid: {
    status: 400,
    en: 'The Email is not valid',
    de: 'Die E-Mail-Adresse ist nicht gültig',
  },
  error_zip_code_invalid: {
    status: 400,
    en: 'This postcode does not exist in the chosen country',
    de: 'Diese Postleitzahl gibt es im gewählten Land nicht',
  },
  error_amount_not_positive: {
    status: 400,
    en: 'The Amount Should be more then Zero',
    de: 'Der Betrag muss grösser als null sein',
  },
  error_fields_required: {
    status: 400,
    en: 'All Field are required',
    de: 'Alle Felder sind erforderlich',
  },
  error_password_mismatch: {
    status: 400,
    en: 'Please Check The password again!',
    de: 'Bitte überprüfen Sie das Passwort noch einmal!',
  },
  error_appointment_too_soon: {
    status: 400,
    en: 'An appointment must start more than one hour from now.',
    de: 'Ein Termin muss mehr als eine Stunde in der Zukunft beginnen.',
  },
  error_discount_amount_and_percent: {
    status: 400,
    en: 'Discount: either an amount or a percentage, not both',
    de: 'Rabatt: entweder ein Betrag oder ein Prozentsatz, nicht beides',
  },
  error_company_name_invalid: {
    status: 400,
    en: 'The company name is not valid.',
    de: 'Der Firmenname ist nicht gültig.',
  },
  error_own_email_change: {
    status: 403,
    en: 'You cannot change your own e-mail address. The system administrator can.',
    de: 'Sie können Ihre eigene E-Mail-Adresse nicht ändern. Das kann der Systemadministrator.',
  },
  error_terms_not_accepted: {
    status: 400,
    en: 'Please accept the terms agreement.',
    de: 'Bitte akzeptieren Sie die AGB.',
  },
  error_not_editable_after_creation: {
    status: 409,
    en: 'Questions and services cannot be edited after creation, only deleted.',
    de: 'Fragen und Dienstleistungen können nach dem Erstellen nicht bearbeitet, nur gelöscht werden.',
  },
  error_current_session_not_deletable: {
    status: 409,
    en: 'The current session cannot be deleted.',
    de: 'Die aktuelle Sitzung kann nicht gelöscht werden.',
  },
  error_calendar_setup_admin: {
    status: 403,
    en: 'A platform admin can manage calendars but not set them up.',
    de: 'Ein Plattform-Administrator kann Kalender verwalten, aber nicht einrichten.',
  },
  error_google_calendar_not_configured: {
    status: 409,
    en: 'Google Calendar is not configured on this server.',
    de: 'Google Kalender ist auf diesem Server nicht eingerichtet.',
  },
  error_google_calendar_not_connected: {
    status: 409,
    en: 'No Google account is connected.',
    de: 'Es ist kein Google-Konto verbunden.',
  },
  error_google_calendar_unavailable: {
    status: 502,
    en: 'Google Calendar did not answer. Please try again in a moment.',
    de: 'Google Kalender hat nicht geantwortet. Bitte versuchen Sie es gleich noch einmal.',
  },
  error_webhook_url_invalid: {
    status: 400,
    en: 'Please enter a complete web address (https://…).',
    de: 'Bitte geben Sie eine vollständige Webadresse ein (https://…).',
  },
  error_webhook_not_https: {
    status: 400,
    en: 'Webhook addresses must start with https://.',
    de: 'Webhook-Adressen müssen mit https:// beginnen.',
  },
  error_webhook_address_refused: {
    status: 400,
    en: 'The address :host: leads to a private or local network, which webhooks may not reach.',
    de: 'Die Adresse :host: führt in ein privates oder lokales Netz, das Webhooks nicht erreichen dürfen.',
  },
  error_webhook_host_unknown: {
    status: 400,
    en: 'The host :host: could not be found.',
    de: 'Der Host :host: wurde nicht gefunden.',
  },
  error_webhook_events_required: {
    status: 400,
    en: 'Please choose at least one event.',
    de: 'Bitte wählen Sie mindestens ein Ereignis.',
  },
  error_placeholder_unknown: {
    status: 400,
    en: 'Unknown placeholder: :name:',
    de: 'Unbekannter Platzhalter: :name:',
  },

  // §6 roles
  error_owner_only: {
    status: 403,
    en: 'Only admin can do this action',
    de: 'Nur der Inhaber kann diese Aktion ausführen',
  },

  // Company workspace
  error_last_owner: {
    status: 409,
    en: 'The company needs at least one active owner.',
    de: 'Die Firma braucht mindestens einen aktiven Inhaber.',
  },
  // Platform admin
  error_admin_self_deactivate: {
    status: 409,
    en: 'You cannot deactivate your own admin account.',
    de: 'Sie können Ihr eigenes Admin-Konto nicht deaktivieren.',
  },
  error_last_active_admin: {
    status: 409,
    en: 'The platform needs at least one active admin.',
    de: 'Die Plattform braucht mindestens einen aktiven Admin.',
  },
  error_password_too_short: {
    status: 400,
    en: 'The password must have at least 10 characters.',
    de: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  },
  error_iban_invalid: {
    status: 400,
    en: 'The IBAN is not valid.',
    de: 'Die IBAN ist nicht gültig.',
  },
  error_vat_number_invalid: {
    status: 400,
    en: 'The UID/VAT number is not valid (CHE-123.456.789, with a matching check digit).',
    de: 'Die UID/MWST-Nummer ist nicht gültig (CHE-123.456.789, mit passender Prüfziffer).',
  },
  error_invoice_hours_invalid: {
    status: 400,
    en: 'Hours and workers are only asked for a job billed by the hour.',
    de: 'Stunden und Mitarbeitende gibt es nur bei einem Auftrag nach Aufwand (Stundenansatz).',
  },
  error_file_type: {
    status: 415,
    en: 'This type of file is not accepted here.',
    de: 'Dieser Dateityp wird hier nicht angenommen.',
  },
  // Bank statement import (issue 16): a file is taken whole or not at all.
  error_bank_statement_not_camt: {
    status: 422,
    en: 'This file is not an ISO 20022 bank statement (camt.053 or camt.054). Please upload the XML file from your e-banking.',
    de: 'Diese Datei ist keine ISO-20022-Kontoinformation (camt.053 oder camt.054). Bitte laden Sie die XML-Datei aus Ihrem E-Banking hoch.',
  },
  error_bank_statement_malformed: {
    status: 422,
    en: 'The bank statement cannot be read: its XML is damaged near line :line:. Nothing was imported.',
    de: 'Die Kontoinformation kann nicht gelesen werden: ihr XML ist bei Zeile :line: beschädigt. Es wurde nichts importiert.',
  },
  error_bank_statement_entry_invalid: {
    status: 422,
    en: 'Entry :entry: of the bank statement cannot be read (amount, currency or credit/debit missing or wrong). Nothing was imported.',
    de: 'Buchung :entry: der Kontoinformation kann nicht gelesen werden (Betrag, Währung oder Gutschrift/Belastung fehlt oder ist falsch). Es wurde nichts importiert.',
  },
  error_bank_statement_version: {
    status: 422,
    en: 'This camt version (:version:) is not supported; versions 04 to 08 of camt.053 and camt.054 are.',
    de: 'Diese camt-Version (:version:) wird nicht unterstützt; unterstützt sind die Versionen 04 bis 08 von camt.053 und camt.054.',
  },
  error_bank_statement_too_large: {
    status: 413,
    en: 'The bank statement is too large (at most :max: MB). Please export a shorter period.',
    de: 'Die Kontoinformation ist zu gross (höchstens :max: MB). Bitte exportieren Sie einen kürzeren Zeitraum.',
  },
  error_bank_entry_already_imported: {
    status: 409,
    en: 'This bank entry has already been recorded as a payment.',
    de: 'Diese Bankbuchung wurde bereits als Zahlung erfasst.',
  },

  error_link_invalid: {
    status: 404,
    en: 'This link is no longer valid. Please ask for a new one.',
    de: 'Dieser Link ist nicht mehr gültig. Bitte fordern Sie einen neuen an.',
  },

  error_customer_has_contracts: {
    status: 409,
    en: 'This customer has jobs. Delete them first.',
    de: 'Dieser Kunde hat Aufträge. Löschen Sie diese zuerst.',
  },
  error_customer_has_invoices: {
    status: 409,
    en: 'This customer has invoices and cannot be deleted.',
    de: 'Dieser Kunde hat Rechnungen und kann deshalb nicht gelöscht werden.',
  },
  error_contract_locked: {
    status: 409,
    en: 'This job was accepted and its move date has passed: it can no longer be changed.',
    de: 'Dieser Auftrag wurde angenommen und sein Umzugsdatum ist vorbei: Er kann nicht mehr geändert werden.',
  },

  error_offer_contract_accepted: {
    status: 409,
    en: 'This job has been accepted: it cannot get a new offer.',
    de: 'Dieser Auftrag wurde angenommen: Er kann keine neue Offerte erhalten.',
  },
  error_offer_expired: {
    status: 410,
    en: 'This offer has expired. Please contact the company for a new one.',
    de: 'Diese Offerte ist abgelaufen. Bitte fragen Sie die Firma nach einer neuen.',
  },
  error_review_link_not_found: {
    status: 404,
    en: 'This review link is not valid. Please check the address or ask the company for a new link.',
    de: 'Dieser Bewertungslink ist ungültig. Bitte prüfen Sie die Adresse oder fragen Sie die Firma nach einem neuen Link.',
  },
  error_review_link_expired: {
    status: 410,
    en: 'This review link has expired. Please ask the company for a new one.',
    de: 'Dieser Bewertungslink ist abgelaufen. Bitte fragen Sie die Firma nach einem neuen.',
  },
  error_review_submitted: {
    status: 409,
    en: 'This review has already been submitted. Thank you!',
    de: 'Diese Bewertung wurde bereits abgegeben. Vielen Dank!',
  },
  error_review_no_email: {
    status: 409,
    en: 'The customer has no e-mail address: enter one first to request a review.',
    de: 'Der Kunde hat keine E-Mail-Adresse: Erfassen Sie zuerst eine, um eine Bewertung anzufragen.',
  },
  error_comment_empty: {
    status: 400,
    en: 'Please write a comment.',
    de: 'Bitte schreiben Sie einen Kommentar.',
  },
  error_comment_too_long: {
    status: 400,
    en: 'A comment can be at most 5000 characters long.',
    de: 'Ein Kommentar darf höchstens 5000 Zeichen lang sein.',
  },
  error_comment_not_own: {
    status: 403,
    en: 'You can only edit or delete your own comments.',
    de: 'Sie können nur Ihre eigenen Kommentare bearbeiten oder löschen.',
  },
  error_review_follow_up_not_asked: {
    status: 409,
    en: 'Nothing more can be added to this review.',
    de: 'Zu dieser Bewertung kann nichts mehr ergänzt werden.',
  },
  error_review_follow_up_sent: {
    status: 409,
    en: 'Your message has already reached us. Thank you!',
    de: 'Ihre Nachricht ist bereits bei uns angekommen. Vielen Dank!',
  },
  error_review_url_invalid: {
    status: 400,
    en: 'Enter the full address of your review page, starting with https:// (e.g. your Google reviews page).',
    de: 'Geben Sie die vollständige Adresse Ihrer Bewertungsseite ein, beginnend mit https:// (z. B. Ihre Google-Bewertungsseite).',
  },
  // Media sessions (issue 18; ADR 048): files are judged by their content, each kind has its limit.
  error_media_owner_required: {
    status: 400,
    en: 'Choose the job or the customer this media session belongs to.',
    de: 'Wählen Sie den Auftrag oder den Kunden, zu dem diese Mediensammlung gehört.',
  },
  error_media_customer_mismatch: {
    status: 400,
    en: 'This job belongs to another customer.',
    de: 'Dieser Auftrag gehört zu einem anderen Kunden.',
  },
  error_media_file_type: {
    status: 415,
    en: 'This type of file is not accepted: photos (JPEG, PNG, WebP), videos (MP4, MOV, WebM) and PDF documents only.',
    de: 'Dieser Dateityp wird nicht angenommen: nur Fotos (JPEG, PNG, WebP), Videos (MP4, MOV, WebM) und PDF-Dokumente.',
  },
  error_media_photos_only: {
    status: 415,
    en: 'Only photos can be added here (JPEG, PNG or WebP).',
    de: 'Hier können nur Fotos hinzugefügt werden (JPEG, PNG oder WebP).',
  },
  error_media_heic: {
    status: 415,
    en: 'HEIC photos cannot be shown yet. Please send the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).',
    de: 'HEIC-Fotos können noch nicht angezeigt werden. Bitte senden Sie das Foto als JPEG (auf dem iPhone: Einstellungen › Kamera › Formate › Maximale Kompatibilität).',
  },
  error_media_image_too_large: {
    status: 413,
    en: 'This photo is too large: photos may be at most :max: MB.',
    de: 'Dieses Foto ist zu gross: Fotos dürfen höchstens :max: MB haben.',
  },
  error_media_video_too_large: {
    status: 413,
    en: 'This video is too large: videos may be at most :max: MB.',
    de: 'Dieses Video ist zu gross: Videos dürfen höchstens :max: MB haben.',
  },
  error_media_document_too_large: {
    status: 413,
    en: 'This document is too large: PDF documents may be at most :max: MB.',
    de: 'Dieses Dokument ist zu gross: PDF-Dokumente dürfen höchstens :max: MB haben.',
  },
  error_media_image_unreadable: {
    status: 422,
    en: 'This photo could not be read: the file is damaged or incomplete.',
    de: 'Dieses Foto konnte nicht gelesen werden: Die Datei ist beschädigt oder unvollständig.',
  },
  error_media_upload_incomplete: {
    status: 400,
    en: 'The upload was interrupted. Please try again.',
    de: 'Das Hochladen wurde unterbrochen. Bitte versuchen Sie es noch einmal.',
  },
  error_media_link_not_found: {
    status: 404,
    en: 'This link is not valid. Please check the address or ask the company for a new link.',
    de: 'Dieser Link ist ungültig. Bitte prüfen Sie die Adresse oder fragen Sie die Firma nach einem neuen Link.',
  },
  error_media_link_expired: {
    status: 410,
    en: 'This link has expired. Please ask the company for a new one.',
    de: 'Dieser Link ist abgelaufen. Bitte fragen Sie die Firma nach einem neuen.',
  },
  error_offer_decided: {
    status: 409,
    en: 'This offer has already been answered.',
    de: 'Diese Offerte wurde bereits beantwortet.',
  },
  error_offer_reject_hidden: {
    status: 403,
    en: 'This offer cannot be rejected online. Please contact the company.',
    de: 'Diese Offerte kann nicht online abgelehnt werden. Bitte wenden Sie sich an die Firma.',
  },
  error_offer_signature_required: {
    status: 400,
    en: 'Please sign the acceptance: draw your signature or type your full name.',
    de: 'Bitte unterschreiben Sie die Annahme: Zeichnen Sie Ihre Unterschrift oder tippen Sie Ihren vollen Namen.',
  },
  error_offer_signature_invalid: {
    status: 400,
    en: 'The signature could not be read. Please clear it and sign again.',
    de: 'Die Unterschrift konnte nicht gelesen werden. Bitte löschen Sie sie und unterschreiben Sie erneut.',
  },
  error_offer_signature_name: {
    status: 400,
    en: 'Please type your full name (2 to 120 characters).',
    de: 'Bitte tippen Sie Ihren vollen Namen (2 bis 120 Zeichen).',
  },
  error_offer_not_expired: {
    status: 409,
    en: 'Only an expired offer that was neither answered nor replaced can be sent again with a new validity.',
    de: 'Nur eine abgelaufene Offerte, die weder beantwortet noch ersetzt wurde, kann mit neuer Gültigkeit erneut gesendet werden.',
  },
  error_idempotency_key_reused: {
    status: 422,
    en: 'This form was already sent with other values. Please open the form again.',
    de: 'Dieses Formular wurde bereits mit anderen Angaben gesendet. Bitte öffnen Sie es neu.',
  },
  error_contract_already_invoiced: {
    status: 409,
    en: 'This job already has invoice :number:. Create another invoice only if you mean to.',
    de: 'Dieser Auftrag hat bereits die Rechnung :number:. Erstellen Sie nur bewusst eine weitere Rechnung.',
  },
  error_offer_changed: {
    status: 409,
    en: 'This offer was updated in the meantime. Please reload the page to see the current offer before you accept it.',
    de: 'Diese Offerte wurde in der Zwischenzeit geändert. Bitte laden Sie die Seite neu, um die aktuelle Offerte zu sehen, bevor Sie sie annehmen.',
  },
  error_mail_not_failed: {
    status: 409,
    en: 'Only an e-mail that could not be sent can be sent again.',
    de: 'Nur eine E-Mail, die nicht gesendet werden konnte, kann erneut gesendet werden.',
  },
  error_webhook_signature: {
    status: 401,
    en: 'The signature of this request is missing, invalid or too old.',
    de: 'Die Signatur dieser Anfrage fehlt, ist ungültig oder zu alt.',
  },
  error_webhook_unsigned: {
    status: 403,
    en: 'Delivery events are accepted only signed: set SENDGRID_WEBHOOK_PUBLIC_KEY to the verification key of the Signed Event Webhook.',
    de: 'Zustellereignisse werden nur signiert angenommen: Setzen Sie SENDGRID_WEBHOOK_PUBLIC_KEY auf den Prüfschlüssel des signierten Event-Webhooks.',
  },

  error_company_name_taken: {
    status: 409,
    en: 'There is already a company with this name.',
    de: 'Es gibt bereits eine Firma mit diesem Namen.',
  },
  error_package_user_limit: {
    status: 409,
    en: 'Your package allows :count: active users. Deactivate someone, or ask the administration for a larger package.',
    de: 'Ihr Paket erlaubt :count: aktive Benutzer. Deaktivieren Sie jemanden oder fragen Sie die Administration nach einem grösseren Paket.',
  },
  error_platform_billing_not_configured: {
    status: 422,
    en: 'Platform billing is not configured: :missing: missing in the server configuration.',
    de: 'Die Plattform-Rechnungsstellung ist nicht eingerichtet: in der Serverkonfiguration fehlt :missing:.',
  },
  error_platform_invoice_not_open: {
    status: 409,
    en: 'This invoice is no longer open (paid or canceled) and cannot be changed.',
    de: 'Diese Rechnung ist nicht mehr offen (bezahlt oder storniert) und kann nicht geändert werden.',
  },
  error_platform_invoice_period_billed: {
    status: 409,
    en: 'This company already has an invoice for :period:.',
    de: 'Für diese Firma gibt es bereits eine Rechnung für :period:.',
  },
  error_package_in_use: {
    status: 409,
    en: 'This package is used by :count: companies and cannot be deleted. Move them to another package first.',
    de: 'Dieses Paket wird von :count: Firmen verwendet und kann nicht gelöscht werden. Wechseln Sie deren Paket zuerst.',
  },
  error_system_email_exists: {
    status: 409,
    en: 'There is already a system e-mail of this type in this language.',
    de: 'Es gibt bereits eine System-E-Mail dieses Typs in dieser Sprache.',
  },

  // Platform errors
  error_validation: {
    status: 400,
    en: 'Please check the highlighted fields.',
    de: 'Bitte überprüfen Sie die markierten Felder.',
  },
  error_field_required: {
    status: 400,
    en: 'This field is required.',
    de: 'Dieses Feld ist erforderlich.',
  },
  // The analytics screen's period: from before to, at most ANALYTICS_MAX_MONTHS months.
  error_analytics_period: {
    status: 400,
    en: 'The period must start before it ends and cover at most 60 months.',
    de: 'Der Zeitraum muss vor seinem Ende beginnen und darf höchstens 60 Monate umfassen.',
  },
  error_field_invalid: {
    status: 400,
    en: 'This value is not valid.',
    de: 'Dieser Wert ist nicht gültig.',
  },
  error_text_unstorable: {
    status: 400,
    en: 'This text contains characters that cannot be saved (a NUL character or a broken character code).',
    de: 'Dieser Text enthält Zeichen, die nicht gespeichert werden können (ein NUL-Zeichen oder ein defekter Zeichencode).',
  },
  error_content_type: {
    status: 415,
    en: 'This type of content is not accepted here.',
    de: 'Diese Art von Inhalt wird hier nicht angenommen.',
  },
  // An amount typed with three decimals after one mark ("4.505"): thousands or a typo; never guessed.
  error_number_ambiguous: {
    status: 400,
    en: "Ambiguous amount: write it with at most two decimals (4.50) or group thousands with an apostrophe (4'505).",
    de: "Mehrdeutiger Betrag: höchstens zwei Dezimalstellen (4.50) oder Tausender mit Apostroph (4'505).",
  },
  error_number_invalid: {
    status: 400,
    en: "This is not an amount: write it like 1'234.50 or 1234,50, with at most two decimals.",
    de: "Das ist kein Betrag: schreiben Sie ihn wie 1'234.50 oder 1234,50, mit höchstens zwei Dezimalstellen.",
  },
  error_unauthenticated: {
    status: 401,
    en: 'Please sign in.',
    de: 'Bitte melden Sie sich an.',
  },
  error_user_inactive: {
    status: 423,
    en: 'Your account is not active. Please contact your company administrator.',
    de: 'Ihr Konto ist nicht aktiv. Bitte wenden Sie sich an den Administrator Ihrer Firma.',
  },
  error_forbidden: {
    status: 403,
    en: 'You are not allowed to do this.',
    de: 'Sie sind dazu nicht berechtigt.',
  },
  error_csrf: {
    status: 403,
    en: 'The request could not be verified. Please reload the page and try again.',
    de: 'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
  },
  error_inquiry_form_not_found: {
    status: 404,
    en: 'This inquiry form does not exist. Please check the address or contact the company directly.',
    de: 'Dieses Anfrageformular gibt es nicht. Bitte prüfen Sie die Adresse oder wenden Sie sich direkt an die Firma.',
  },
  error_inquiry_too_fast: {
    status: 400,
    en: 'The form was sent too quickly. Please check your entries and send it again.',
    de: 'Das Formular wurde zu schnell gesendet. Bitte prüfen Sie Ihre Angaben und senden Sie es noch einmal.',
  },
  error_inquiry_form_expired: {
    status: 400,
    en: 'The form has expired. Please reload the page and send your inquiry again.',
    de: 'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und senden Sie Ihre Anfrage noch einmal.',
  },
  error_inquiry_refused: {
    status: 400,
    en: 'Your inquiry could not be accepted. Please contact the company directly.',
    de: 'Ihre Anfrage konnte nicht angenommen werden. Bitte wenden Sie sich direkt an die Firma.',
  },
  error_inquiry_text_too_long: {
    status: 400,
    en: 'This text is too long.',
    de: 'Dieser Text ist zu lang.',
  },
  error_inquiry_date_invalid: {
    status: 400,
    en: 'Please enter a date.',
    de: 'Bitte geben Sie ein Datum ein.',
  },
  error_inquiry_date_past: {
    status: 400,
    en: 'The move date cannot be in the past.',
    de: 'Das Umzugsdatum darf nicht in der Vergangenheit liegen.',
  },
  error_inquiry_date_range: {
    status: 400,
    en: 'The last possible day must be on or after the move date.',
    de: 'Der letzte mögliche Tag muss am oder nach dem Umzugsdatum liegen.',
  },
  error_inquiry_zip_invalid: {
    status: 400,
    en: 'Please enter a valid postcode.',
    de: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  },
  error_inquiry_phone_invalid: {
    status: 400,
    en: 'Please enter a phone number (digits, spaces and + only).',
    de: 'Bitte geben Sie eine Telefonnummer ein (nur Ziffern, Leerzeichen und +).',
  },
  error_inquiry_rooms_invalid: {
    status: 400,
    en: 'Please enter the number of rooms (e.g. 3.5), at most 50.',
    de: 'Bitte geben Sie die Anzahl Zimmer ein (z. B. 3.5), höchstens 50.',
  },
  error_inquiry_volume_invalid: {
    status: 400,
    en: 'Please enter a volume between 0 and 1000 m³.',
    de: 'Bitte geben Sie ein Volumen zwischen 0 und 1000 m³ ein.',
  },
  error_inquiry_item_unknown: {
    status: 400,
    en: 'This item is not in the list. Please reload the page and count again.',
    de: 'Diesen Gegenstand gibt es in der Liste nicht. Bitte laden Sie die Seite neu und zählen Sie noch einmal.',
  },
  error_inquiry_item_count_invalid: {
    status: 400,
    en: 'Please count between 1 and 1000 pieces of an item.',
    de: 'Bitte zählen Sie zwischen 1 und 1000 Stück eines Gegenstands.',
  },
  error_inquiry_item_duplicate: {
    status: 400,
    en: 'This item is counted twice.',
    de: 'Dieser Gegenstand ist doppelt gezählt.',
  },
  error_inquiry_items_too_many: {
    status: 400,
    en: 'Please count at most 300 different items.',
    de: 'Bitte zählen Sie höchstens 300 verschiedene Gegenstände.',
  },
  error_inquiry_items_volume_too_large: {
    status: 400,
    en: 'The counted items come to more than 1000 m³. Please check the counts.',
    de: 'Die gezählten Gegenstände ergeben mehr als 1000 m³. Bitte prüfen Sie die Anzahl.',
  },
  error_too_many_requests: {
    status: 429,
    en: 'Too many attempts. Please wait :seconds: seconds and try again.',
    de: 'Zu viele Versuche. Bitte warten Sie :seconds: Sekunden und versuchen Sie es noch einmal.',
  },
  error_resource_not_found: {
    status: 404,
    en: 'Not found.',
    de: 'Nicht gefunden.',
  },
  error_payload_too_large: {
    status: 413,
    en: 'The upload is too large.',
    de: 'Die Datei ist zu gross.',
  },
  error_service_unavailable: {
    status: 503,
    en: 'The service is not available at the moment. Please try again shortly.',
    de: 'Der Dienst ist im Moment nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  },
} as const satisfies Record<string, { status: number } & Localized>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
