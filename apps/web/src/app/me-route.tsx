import MePage from '../features/me/components/me-page.tsx';
import { VipBenefitsCarousel } from '../features/vip/components/vip-benefits-carousel.tsx';

/** /me with the VIP benefits carousel (spec core §2 Me): the me and VIP features meet here, not in each other. */
export default function MeRoute() {
  return <MePage vipBenefits={<VipBenefitsCarousel />} />;
}
