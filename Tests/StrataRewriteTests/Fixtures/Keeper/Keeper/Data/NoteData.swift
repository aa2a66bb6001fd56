import Foundation

struct NoteData: Codable {
  let number: Int
  let body: String
  let created: Date?
}

extension Note {
  init(_ data: NoteData) {
    self.init()
    id = data.number
    text = data.body
    createdAt = data.created
  }
}
