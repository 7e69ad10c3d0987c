import { errorMessage } from '@maxer/domain';
import { ApiError, isAuthFailureStatus } from './api-error.ts';
import { currentLanguage } from './language.ts';
import { toast } from './toast.ts';

/** Every API error shows its message in the current language; 401/423 already led to sign-in. */
export function toastApiError(error: unknown): void {
  if (error instanceof ApiError) {
    if (!isAuthFailureStatus(error.status)) toast('danger', error.message);
    return;
  }
  console.error(error);
  toast('danger', errorMessage('error_unknown', currentLanguage()));
}
