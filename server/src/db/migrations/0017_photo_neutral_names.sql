-- Profile photos carry no code or name in their names (issue 22, decision 020): 'foto-20210002.png' becomes
-- 'foto-perfil.png'. The stored file's name (a server-made random name) and its contents are untouched; the
-- extension is the stored name's, else the file type's.
UPDATE "unified_documents"
SET "original_name" = 'foto-perfil.' || coalesce(
  lower(substring("filename" from '\.([A-Za-z0-9]+)$')),
  CASE "file_type" WHEN 'image/png' THEN 'png' ELSE 'jpg' END
)
WHERE "is_profile_photo";
