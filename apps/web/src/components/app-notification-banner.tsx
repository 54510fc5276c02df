import { useT } from '../i18n/index.ts';
import { followLink, linkTarget } from '../lib/links.ts';
import { useNavigate } from '../lib/router/index.ts';
import { TopBanner, TopBannerRegion } from '../ui/top-banner.tsx';

export interface AppNotice {
  title: string;
  text?: string;
  /** A same-origin image path. */
  img?: string | null;
  /** Where a tap leads: an in-app path or an https page. */
  url?: string | null;
  /** How long it stays; 3 s by default (spec core §9 "shown 3 s"). */
  durationMs?: number;
}

/** The notification banner at the top of the app (spec core §2 Other overlays); a tap follows its link. */
export default function AppNotificationBanner({
  notice,
  onClose,
}: {
  notice: AppNotice & { id: number };
  onClose(): void;
}) {
  const { t } = useT();
  const navigate = useNavigate();
  const target = linkTarget(notice.url);
  return (
    <TopBannerRegion layer="alert">
      <TopBanner
        key={notice.id}
        title={notice.title}
        text={notice.text}
        img={notice.img}
        testId="app-notification"
        closeLabel={t('common.close')}
        onClose={onClose}
        onOpen={
          target
            ? () => {
                onClose();
                followLink(target, navigate);
              }
            : undefined
        }
      />
    </TopBannerRegion>
  );
}
