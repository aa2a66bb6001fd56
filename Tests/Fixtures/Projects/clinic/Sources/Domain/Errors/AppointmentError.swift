public enum AppointmentError: Error, Equatable, Sendable {
    case doctorNotFound
    case startInPast
    case slotUnavailable
    case notCancellable(AppointmentStatus)
    case tooLateToCancel
}
