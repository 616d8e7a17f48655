// The expanded row's panel keeps to the visible part of a table wider than the window: it sticks to the left edge of
// the table's scroll box and takes that box's width, so the details and actions never lie beyond the right edge.
import { Box, type SxProps, type Theme } from '@mui/material';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const SCROLL_BOX = '.RaDataTable-tableWrapper';

export const StickyPanel = ({
  children,
  sx,
  ...rest
}: {
  children: ReactNode;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const box = ref.current?.closest<HTMLElement>(SCROLL_BOX);
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(box.clientWidth || undefined);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      sx={[{ position: 'sticky', left: 0, boxSizing: 'border-box', width }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      {children}
    </Box>
  );
};
