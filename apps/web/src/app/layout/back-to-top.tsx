import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon';

/** Spec 1 "App shell": appears after 50 px of scroll; the 500 ms fade is in styles/layout.css. */
export const BACK_TO_TOP_THRESHOLD_PX = 50;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  return (
    <button
      type="button"
      className={`nsw-button nsw-button--dark nsw-back-to-top app-back-to-top${visible ? ' active' : ''}`}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <span>Back to top</span>
      <Icon name="arrowUp" size={20} />
    </button>
  );
}
