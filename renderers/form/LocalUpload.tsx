/**
 * Formily's Upload, keeping the chosen files in the form: nothing is sent when a file is picked
 * (the screen's hook sends it with the rest, as base64 JSON, renderers/files.ts). Its parts
 * (Upload.Dragger) are Formily's own.
 */
import type { ComponentProps } from 'react';
import { Upload } from '@formily/antd-v5';

const keep = () => false;

function LocalUploadBase(props: ComponentProps<typeof Upload>) {
  return <Upload beforeUpload={keep} {...props} />;
}

export const LocalUpload = Object.assign(LocalUploadBase, { Dragger: Upload.Dragger });
