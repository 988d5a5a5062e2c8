// half_rate_packer -- packs a byte stream arriving at clk into 16-bit words
// on a half-rate clock.  clk_half is made here by a toggle flop and leaves
// the block on the port clk_half_o (for the downstream logic as well).
// swap_en selects which byte lands in the upper half of the word.
module half_rate_packer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [7:0]  din,
    input  wire        din_valid,
    input  wire        swap_en,
    output wire        clk_half_o,
    output reg  [15:0] word,
    output reg         word_valid,
    output reg  [7:0]  word_cnt
);
    reg clk_half;
    always @(posedge clk or negedge rst_n)
        if (!rst_n) clk_half <= 1'b0;
        else        clk_half <= ~clk_half;
    assign clk_half_o = clk_half;

    // fast side: collect two bytes
    reg [7:0] b_even, b_odd;
    reg       v_even, v_odd;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            b_even <= 8'd0; b_odd <= 8'd0;
            v_even <= 1'b0; v_odd <= 1'b0;
        end else if (!clk_half) begin
            b_even <= din;
            v_even <= din_valid;
        end else begin
            b_odd <= din;
            v_odd <= din_valid;
        end
    end

    // slow side: word register on the divided clock
    wire [15:0] packed = swap_en ? {b_even, b_odd} : {b_odd, b_even};
    always @(posedge clk_half or negedge rst_n) begin
        if (!rst_n) begin
            word       <= 16'd0;
            word_valid <= 1'b0;
            word_cnt   <= 8'd0;
        end else begin
            word_valid <= v_even & v_odd;
            if (v_even & v_odd) begin
                word     <= packed;
                word_cnt <= word_cnt + 8'd1;
            end
        end
    end
endmodule
