import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Footer } from './layout/Footer';
import { Header } from './layout/Header';

/** Header, a main landmark and the footer: the frame of every ordinary page. */
export function PageLayout({
  children,
  maxWidth = 'md',
}: {
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | false;
}) {
  const location = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container component="main" maxWidth={maxWidth} sx={{ flexGrow: 1, py: 3 }}>
        {children}
      </Container>
      <Footer pathname={location.pathname} />
    </Box>
  );
}
