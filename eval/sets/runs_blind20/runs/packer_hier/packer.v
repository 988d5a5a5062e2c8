// Byte-to-word packer: collects four bytes (little endian) into a 32-bit
// word, with a flush input that pads a partial word and a byte-enable mask.
module pk_lane (
    input  wire       clk,
    input  wire       load,
    input  wire [7:0] din,
    output reg  [7:0] q
);
    always @(posedge clk)
        if (load) q <= din;
endmodule

module pk_ctrl (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       in_vld,
    input  wire       flush,
    output reg  [1:0] lane,
    output reg  [3:0] be,
    output reg        word_vld
);
    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            lane     <= 2'd0;
            be       <= 4'b0000;
            word_vld <= 1'b0;
        end else begin
            word_vld <= 1'b0;
            if (in_vld) begin
                be[lane] <= 1'b1;
                lane     <= lane + 2'd1;
                if (lane == 2'd3) word_vld <= 1'b1;
            end else if (flush && lane != 2'd0) begin
                word_vld <= 1'b1;
                lane     <= 2'd0;
            end
            if (word_vld) be <= 4'b0000;
        end
endmodule

module packer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_vld,
    input  wire [7:0]  in_byte,
    input  wire        flush,
    output wire [31:0] out_word,
    output wire [3:0]  out_be,
    output wire        out_vld
);
    wire [1:0] lane;
    pk_ctrl u_ctrl (.clk(clk), .rst_n(rst_n), .in_vld(in_vld), .flush(flush),
                    .lane(lane), .be(out_be), .word_vld(out_vld));

    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : g_lane
            pk_lane u_lane (.clk(clk), .load(in_vld && lane == g), .din(in_byte),
                            .q(out_word[8*g +: 8]));
        end
    endgenerate
endmodule
