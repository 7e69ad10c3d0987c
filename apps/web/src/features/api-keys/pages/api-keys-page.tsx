import { Anchor, Button, Text } from '@mantine/core';
import type { ApiKey, CreatedApiKey } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { OwnerOnly } from '../../../components/owner-only.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type ApiKeysSearch,
  DEFAULT_API_KEY_SORT,
  useApiKeysQuery,
  useRevokeApiKeyMutation,
} from '../api.ts';
import { ApiKeySecretModal } from '../components/api-key-secret-modal.tsx';
import { ApiKeysTable } from '../components/api-keys-table.tsx';
import { CreateApiKeyModal } from '../components/create-api-key-modal.tsx';

const route = getRouteApi('/_company/my-company/api-keys');

/** /my-company/api-keys (issue 19): the keys programs use for the company; the owner's business. */
export function ApiKeysPage() {
  const { t } = useTranslation('apiKeys');
  usePageTitle(t('title'));
  return (
    <OwnerOnly permission="api-key:manage">
      <ApiKeysList />
    </OwnerOnly>
  );
}

function ApiKeysList() {
  const { t } = useTranslation('apiKeys');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const keys = useApiKeysQuery(search);
  const sort = search.sort ?? DEFAULT_API_KEY_SORT;
  // A platform admin acting for the company may revoke a key, never mint one (ADR 052).
  const mayCreate = useCan('api-key:create');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKeyMutation();

  const change = (patch: Partial<ApiKeysSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });
  const newButton = mayCreate ? <Button onClick={() => setCreating(true)}>{t('new')}</Button> : undefined;

  return (
    <>
      <ListPage
        title={t('title')}
        description={
          <Text component="span">
            <Trans
              t={t}
              i18nKey="intro"
              components={{ docs: <Anchor href="/api/docs" target="_blank" rel="noopener" /> }}
            />
          </Text>
        }
        newButton={newButton}
        search={search}
        onChange={change}
        searchPlaceholder={t('searchPlaceholder')}
        result={keys.data}
        empty={{ title: t('empty.title'), text: t('empty.text') }}
      >
        <ApiKeysTable
          keys={keys.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
          onRevoke={setToRevoke}
        />
      </ListPage>
      <CreateApiKeyModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <ApiKeySecretModal created={created} onClose={() => setCreated(null)} />
      <ConfirmModal
        opened={toRevoke !== null}
        title={t('revokeConfirm.title')}
        confirmLabel={t('revokeConfirm.confirm')}
        confirmColor="red"
        pending={revoke.isPending}
        onClose={() => setToRevoke(null)}
        onConfirm={() =>
          toRevoke &&
          revoke.mutate(toRevoke, {
            onSuccess: () => {
              toast('success', t('revoked', { name: toRevoke.name }));
              setToRevoke(null);
            },
          })
        }
      >
        {t('revokeConfirm.text', { name: toRevoke?.name ?? '' })}
      </ConfirmModal>
    </>
  );
}
