// gurnard_cdc: event counter crossing from a fast producer clock (clk_a) to a slow consumer clock (clk_b).
// clk_a side: 6-bit binary event counter, converted to Gray code and registered.
// clk_b side: two-flop synchronizer on the Gray value, Gray-to-binary conversion, and a
//             delta output giving how many events arrived since the previous clk_b cycle.
module gurnard_cdc (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       event_a,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output reg  [5:0] count_b,
    output reg  [5:0] delta_b
);
    // ---------------- clk_a domain
    reg [5:0] bin_a;
    reg [5:0] gray_a;
    wire [5:0] bin_a_nx = bin_a + {5'd0, event_a};

    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            bin_a  <= 6'd0;
            gray_a <= 6'd0;
        end else begin
            bin_a  <= bin_a_nx;
            gray_a <= bin_a_nx ^ (bin_a_nx >> 1);
        end
    end

    // ---------------- clk_b domain
    reg [5:0] gray_s1, gray_s2;
    reg [5:0] bin_b;
    integer k;

    always @(*) begin
        bin_b[5] = gray_s2[5];
        for (k = 4; k >= 0; k = k - 1)
            bin_b[k] = bin_b[k+1] ^ gray_s2[k];
    end

    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            gray_s1 <= 6'd0;
            gray_s2 <= 6'd0;
            count_b <= 6'd0;
            delta_b <= 6'd0;
        end else begin
            gray_s1 <= gray_a;
            gray_s2 <= gray_s1;
            delta_b <= bin_b - count_b;
            count_b <= bin_b;
        end
    end
endmodule
