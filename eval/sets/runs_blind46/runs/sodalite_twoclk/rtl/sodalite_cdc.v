// sodalite_cdc: event counter in clock domain A whose count is handed to clock domain B through a
// Gray-coded pointer and a two-flop synchroniser; domain B keeps a running difference (events seen).
// Ports: clk_a, rst_a_n, evt (event strobe, domain A); clk_b, rst_b_n, seen[5:0] (count in domain B),
//        new_evt (pulse in domain B whenever the synchronised count changed).
module sodalite_cdc (
    input  wire       clk_a,
    input  wire       rst_a_n,
    input  wire       evt,
    input  wire       clk_b,
    input  wire       rst_b_n,
    output wire [5:0] seen,
    output reg        new_evt
);
    // ---------------- domain A: binary + Gray counter
    reg [5:0] bin_a, gray_a;
    wire [5:0] bin_a_nx = bin_a + (evt ? 6'd1 : 6'd0);
    always @(posedge clk_a or negedge rst_a_n) begin
        if (!rst_a_n) begin
            bin_a  <= 6'd0;
            gray_a <= 6'd0;
        end else begin
            bin_a  <= bin_a_nx;
            gray_a <= bin_a_nx ^ (bin_a_nx >> 1);
        end
    end

    // ---------------- domain B: two-flop synchroniser, Gray -> binary
    reg [5:0] sync1_b, sync2_b, bin_b, bin_b_q;
    integer i;
    always @(*) begin
        bin_b[5] = sync2_b[5];
        for (i = 4; i >= 0; i = i - 1)
            bin_b[i] = bin_b[i+1] ^ sync2_b[i];
    end
    always @(posedge clk_b or negedge rst_b_n) begin
        if (!rst_b_n) begin
            sync1_b <= 6'd0;
            sync2_b <= 6'd0;
            bin_b_q <= 6'd0;
            new_evt <= 1'b0;
        end else begin
            sync1_b <= gray_a;
            sync2_b <= sync1_b;
            bin_b_q <= bin_b;
            new_evt <= (bin_b != bin_b_q);
        end
    end
    assign seen = bin_b_q;
endmodule
