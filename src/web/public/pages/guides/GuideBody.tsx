import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseGuideBody } from './guide-content';

/** A guide's text as paragraphs and numbered steps. */
export function GuideBody({ body }: { body: string }) {
  return (
    <>
      {parseGuideBody(body).map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their order
          <Typography key={index} sx={{ mb: 1.5 }}>
            {block.text}
          </Typography>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity beyond their order
          <Box key={index} component="ol" sx={{ pl: 3, mb: 2, '& li': { mb: 1 } }}>
            {block.items.map((item) => (
              <Typography key={item} component="li">
                {item}
              </Typography>
            ))}
          </Box>
        ),
      )}
    </>
  );
}
