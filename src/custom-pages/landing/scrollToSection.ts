// Smooth scrolling to a section of the landing page (under the sticky top bar), honouring reduced motion.
export const scrollToSection = (id: string): HTMLElement | null => {
  const section = document.getElementById(id);
  if (!section) return null;
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  return section;
};
