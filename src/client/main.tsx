import './styles.css'

import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'

import { AppProviders } from '@/providers'
import { App } from '@/routes'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render into')

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
)
