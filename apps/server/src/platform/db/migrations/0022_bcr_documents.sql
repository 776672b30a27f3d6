-- BCR documents (spec 2 page 14): files attached to a work's BCR on the review page, kept beside the
-- work's map images in work_documents, with the description the upload modal asks for.
alter table work_documents drop constraint work_documents_kind_check;
alter table work_documents add constraint work_documents_kind_check check (kind in ('mapImage', 'bcrDocument'));
alter table work_documents drop constraint work_documents_content_type_check;
alter table work_documents add constraint work_documents_content_type_check
  check (content_type = 'image/png' or (kind = 'bcrDocument' and char_length(content_type) between 1 and 100));
alter table work_documents add column description text check (char_length(description) <= 500);

-- One live document of a name per BCR, names compared without case as the upload check compares them:
-- two uploads of one name at once cannot both win.
create unique index work_documents_bcr_name_idx on work_documents (work_id, lower(file_name))
  where kind = 'bcrDocument' and deleted_at is null;
