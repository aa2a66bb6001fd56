import Foundation

/// An export row: it keeps the edit time as text, which no plain assignment turns into a `Date?`.
struct NoteRecord {
  let key: Int
  let text: String
  let updatedAt: String
}

extension Note {
  init(record: NoteRecord) {
    self.init()
    id = record.key
    text = record.text
  }
}
