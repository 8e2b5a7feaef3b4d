import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { DocumentUpload } from './document-upload';

// SECURITY.md 10: the name a user gave a file is shown back as text only, never read as markup.
describe('DocumentUpload', () => {
  it('shows an uploaded file name that looks like markup as plain text', () => {
    const name = '<img src=x onerror="window.hacked=1">.png';
    const { container } = renderWithProviders(
      <DocumentUpload
        label="Copy of the document"
        file={{ id: 1, file: '/api/personal-document/1/', file_name: name }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByTestId('uploaded-file').textContent).toBe(name);
    expect(container.querySelector('img')).toBeNull();
  });
});
