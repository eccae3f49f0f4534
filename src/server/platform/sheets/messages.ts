import { defineMessages } from '../i18n';

defineMessages({
  'zh-CN': {
    'sheet.notXlsx': '文件不是有效的 Excel 工作簿（.xlsx）',
    'sheet.encrypted': '工作簿设置了密码，请去掉密码后再上传',
    'sheet.tooLarge': '工作簿解压后超过 {max} MB，未读取；请拆分成几个文件',
    'sheet.ratio': '工作簿未读取：其中一部分解压后放大 {ratio} 倍（最多 {max} 倍），正常的表格不会这样',
    'sheet.tooManyParts': '工作簿包含超过 {max} 个部件，未读取',
    'sheet.tooManyRows': '工作表超过 {max} 行，未导入；请拆分成几个文件',
    'sheet.noSheet': '工作簿中没有工作表“{sheet}”',
    'sheet.timeout': '读取工作簿超时；请拆分成较小的文件后再上传',
    'sheet.cell': '第 {row} 行 {column} 列（{header}）：{message}',
    'sheet.fileTooLarge': '文件太大：最大 {max}',
    'sheet.rowError': '第 {row} 行：{message}',
  },
  'en-US': {
    'sheet.notXlsx': 'The file is not a valid Excel workbook (.xlsx)',
    'sheet.encrypted': 'The workbook is password-protected; remove the password and upload it again',
    'sheet.tooLarge': 'The workbook expands to more than {max} MB and was not read; please split it into several files',
    'sheet.ratio': 'The workbook was not read: one of its parts expands {ratio} times (at most {max}), which a real spreadsheet does not do',
    'sheet.tooManyParts': 'The workbook has more than {max} parts and was not read',
    'sheet.tooManyRows': 'The sheet has more than {max} rows and was not imported; please split it into several files',
    'sheet.noSheet': 'The workbook has no sheet "{sheet}"',
    'sheet.timeout': 'Reading the workbook took too long; please split it into smaller files',
    'sheet.cell': 'Row {row}, column {column} ({header}): {message}',
    'sheet.fileTooLarge': 'The file is too large: at most {max}',
    'sheet.rowError': 'Row {row}: {message}',
  },
});
