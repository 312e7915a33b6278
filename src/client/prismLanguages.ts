import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Registers the site's extra Prism languages (`config/prism.ts`) on the Prism instance code
// blocks use. Imported by the CodeBlock wrapper, so it runs when the first code block's chunk
// loads instead of in the app's startup bundle.
prismIncludeLanguages(Prism);
