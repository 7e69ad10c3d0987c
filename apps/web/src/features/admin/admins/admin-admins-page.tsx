import { Button, Modal } from '@mantine/core';
import type { AdminInvite, PlatformAdmin } from '@maxer/domain';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ListPage } from '../../../components/list-page.tsx';
import { nextSort } from '../../../lib/list-search.ts';
import { useSession } from '../../../lib/session-store.ts';
import { toast } from '../../../lib/toast.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AdminAdminsTable } from './admin-admins-table.tsx';
import {
  type AdminAdminsSearch,
  DEFAULT_ADMIN_ADMIN_SORT,
  useAdminAdminsQuery,
  useInviteAdminMutation,
  useSetAdminActiveMutation,
} from './api.ts';
import { InviteAdminForm } from './invite-admin-form.tsx';

const route = getRouteApi('/admin/admins');

/** The platform's admins: search, sort and pages in the address; invite, deactivate, reactivate. */
export function AdminAdminsPage() {
  const { t } = useTranslation('admin-activity');
  usePageTitle(t('admins.title'));
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const admins = useAdminAdminsQuery(search);
  const invite = useInviteAdminMutation();
  const setActive = useSetAdminActiveMutation();
  const [inviting, setInviting] = useState(false);
  const [toggling, setToggling] = useState<PlatformAdmin | null>(null);
  const sort = search.sort ?? DEFAULT_ADMIN_ADMIN_SORT;
  const selfId = useSession((state) => state.userInfo?._id);

  const change = (patch: Partial<AdminAdminsSearch>, replace = false) =>
    void navigate({ search: (previous) => ({ ...previous, page: undefined, ...patch }), replace });

  const sendInvitation = async (values: AdminInvite) => {
    const created = await invite.mutateAsync(values);
    toast('success', t('admins.invite.sent', { email: created.email }));
    setInviting(false);
  };

  const confirmToggle = async () => {
    if (!toggling) return;
    const name = `${toggling.firstName} ${toggling.lastName}`;
    const active = !toggling.active;
    try {
      await setActive.mutateAsync({ id: toggling._id, active });
      toast('success', t(active ? 'admins.reactivate.done' : 'admins.deactivate.done', { name }));
    } finally {
      // A refusal (oneself, the last active admin) shows as a message from the server.
      setToggling(null);
    }
  };

  const inviteButton = <Button onClick={() => setInviting(true)}>{t('admins.invite.button')}</Button>;
  const togglingName = toggling ? `${toggling.firstName} ${toggling.lastName}` : '';
  const deactivating = toggling?.active ?? false;

  return (
    <>
      <ListPage
        title={t('admins.title')}
        description={t('admins.intro')}
        newButton={inviteButton}
        search={search}
        onChange={change}
        searchPlaceholder={t('admins.searchPlaceholder')}
        result={admins.data}
        empty={{ title: t('admins.empty.title'), text: t('admins.empty.text') }}
      >
        <AdminAdminsTable
          admins={admins.data?.items}
          sort={sort}
          onSort={(column) => change({ sort: nextSort(sort, column) })}
          onToggle={setToggling}
          selfId={selfId}
        />
      </ListPage>
      <Modal
        opened={inviting}
        onClose={() => setInviting(false)}
        title={t('admins.invite.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        centered
      >
        <InviteAdminForm
          onSubmit={sendInvitation}
          pending={invite.isPending}
          onCancel={() => setInviting(false)}
        />
      </Modal>
      <ConfirmModal
        opened={toggling !== null}
        title={deactivating ? t('admins.deactivate.title') : t('admins.reactivate.title')}
        confirmLabel={deactivating ? t('admins.deactivate.button') : t('admins.reactivate.button')}
        confirmColor={deactivating ? 'red' : undefined}
        pending={setActive.isPending}
        onConfirm={() => void confirmToggle().catch(() => {})}
        onClose={() => setToggling(null)}
      >
        {deactivating
          ? t('admins.deactivate.text', { name: togglingName })
          : t('admins.reactivate.text', { name: togglingName })}
      </ConfirmModal>
    </>
  );
}
