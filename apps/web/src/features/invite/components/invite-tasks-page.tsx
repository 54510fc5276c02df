import { useT } from '../../../i18n/index.ts';
import { Page, PageHeader } from '../../../ui/page.tsx';
import styles from './invite.module.css';
import { InviteTaskList } from './invite-task-list.tsx';

/** /activities/invite-tasks/{id} (spec activities §2): the invitation tasks, open to visitors. */
export default function InviteTasksPage() {
  const { t } = useT('invite');
  return (
    <>
      <PageHeader title={t('routes.activities-invite-tasks')} />
      <Page>
        <div className={styles.stack}>
          <p className={styles.muted}>{t('invite.tasksIntro')}</p>
          <InviteTaskList />
        </div>
      </Page>
    </>
  );
}
