/// The version `juice-report --version` prints; raised with each release.
public enum JuiceReportVersion {
    public static let current = "0.11.0"
}
