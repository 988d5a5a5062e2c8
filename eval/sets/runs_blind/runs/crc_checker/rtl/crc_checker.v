// crc_checker: two CRC-8 lanes over a 16-bit stream, compares against expected
module crc_checker (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        sof,
    input  wire        vld,
    input  wire [15:0] data,
    input  wire [15:0] crc_exp,
    input  wire        eof,
    output reg         crc_ok,
    output reg         crc_bad,
    output reg  [11:0] frame_cnt
);
    wire [7:0] crc_hi, crc_lo;

    crc8_lane u_lane_hi (.clk(clk), .rst_n(rst_n), .clear(sof), .vld(vld), .data(data[15:8]), .crc(crc_hi));
    crc8_lane u_lane_lo (.clk(clk), .rst_n(rst_n), .clear(sof), .vld(vld), .data(data[7:0]),  .crc(crc_lo));

    wire match = ({crc_hi, crc_lo} == crc_exp);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            crc_ok    <= 1'b0;
            crc_bad   <= 1'b0;
            frame_cnt <= 12'd0;
        end else begin
            crc_ok  <= eof &  match;
            crc_bad <= eof & ~match;
            if (eof)
                frame_cnt <= frame_cnt + 1'b1;
        end
    end
endmodule
