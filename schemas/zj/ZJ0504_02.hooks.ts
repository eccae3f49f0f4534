/** ZJ0504_02 label template edit: the live preview beside the form (ZJ0504_02.preview.tsx). */
export { LabelPreview } from './ZJ0504_02.preview';
