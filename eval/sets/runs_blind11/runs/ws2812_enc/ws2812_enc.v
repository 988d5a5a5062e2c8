// ws2812_enc: serial LED (WS2812-style) bit encoder.
// The system clock is divided by two in a toggle flop (clk_half); the bit timer and the
// 24-bit shift register run on clk_half. Each bit is 10 clk_half ticks: high for 3 ticks
// for a 0, 7 ticks for a 1. After the last pixel the line is held low for a reset gap.
module ws2812_enc (
    input             clk,
    input             rst,
    input             load,
    input      [23:0] grb,
    input      [7:0]  n_pix,
    output reg        dout,
    output reg        need_data,
    output reg        frame_done
);
    reg clk_half;
    always @(posedge clk) begin
        if (rst)
            clk_half <= 1'b0;
        else
            clk_half <= ~clk_half;
    end

    reg [23:0] sh;
    reg [4:0]  bit_cnt;
    reg [3:0]  tick;
    reg [7:0]  pix_left;
    reg [9:0]  gap;
    reg        active;
    reg        in_gap;

    wire hi_len_end = sh[23] ? (tick == 4'd7) : (tick == 4'd3);

    always @(posedge clk_half) begin
        if (rst) begin
            sh <= 24'd0; bit_cnt <= 5'd0; tick <= 4'd0; pix_left <= 8'd0;
            gap <= 10'd0; active <= 1'b0; in_gap <= 1'b0;
            dout <= 1'b0; need_data <= 1'b0; frame_done <= 1'b0;
        end else begin
            need_data  <= 1'b0;
            frame_done <= 1'b0;
            if (!active && !in_gap) begin
                if (load && n_pix != 8'd0) begin
                    sh <= grb; pix_left <= n_pix; bit_cnt <= 5'd0; tick <= 4'd0;
                    active <= 1'b1; dout <= 1'b1;
                end
            end else if (active) begin
                tick <= (tick == 4'd9) ? 4'd0 : tick + 4'd1;
                if (hi_len_end) dout <= 1'b0;
                if (tick == 4'd9) begin
                    dout <= 1'b1;
                    if (bit_cnt == 5'd23) begin
                        bit_cnt  <= 5'd0;
                        pix_left <= pix_left - 8'd1;
                        if (pix_left == 8'd1) begin
                            active <= 1'b0; in_gap <= 1'b1; gap <= 10'd0; dout <= 1'b0;
                        end else begin
                            sh <= grb; need_data <= 1'b1;
                        end
                    end else begin
                        bit_cnt <= bit_cnt + 5'd1;
                        sh      <= {sh[22:0], 1'b0};
                    end
                end
            end else begin
                gap <= gap + 10'd1;
                if (gap == 10'd1023) begin
                    in_gap <= 1'b0; frame_done <= 1'b1;
                end
            end
        end
    end
endmodule
