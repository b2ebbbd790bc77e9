import type { apiSchools as en } from '../en-GB/api-schools.ts'

export const apiSchools: Record<keyof typeof en, string> = {
  'school.api.notFound': '未找到该学校',
  'school.api.schoolNumber': '{{field}} 不是有效的学校编号',
  'school.api.cursor': '{{field}} 属于另一次搜索，请从第一页重新开始',
  'school.validation.bbox': '{{field}} 须为“西,南,东,北”四个范围内的数字，且西小于东、南小于北',
  'school.validation.board': '{{field}} 不是已知的教育局',
  'university.api.notFound': '未找到该大学校区',
  'university.api.id': '{{field}} 不是有效的校区编号',
  'university.api.cursor': '{{field}} 属于另一个校区，请从第一页重新开始',
}
