// rgb565_pack: two stage pixel packer. Converts 24 bit RGB888 pixels to
// RGB565 with ordered (2x2 Bayer) dithering and packs two pixels into
// one 32 bit bus word.
module rgb565_pack (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_valid,
    input  wire [7:0]  in_r,
    input  wire [7:0]  in_g,
    input  wire [7:0]  in_b,
    input  wire        in_sol,     // start of line
    input  wire        dither_en,
    output reg  [31:0] out_word,
    output reg         out_valid
);
    // pixel position parity for the dither matrix
    reg x_odd, y_odd;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            x_odd <= 1'b0;
            y_odd <= 1'b0;
        end else if (in_valid) begin
            x_odd <= in_sol ? 1'b1 : ~x_odd;
            if (in_sol) y_odd <= ~y_odd;
        end
    end

    wire xo = in_sol ? 1'b0 : x_odd;
    reg [2:0] bias5, bias6;
    always @(*) begin
        case ({y_odd, xo})
            2'b00: begin bias5 = 3'd0; bias6 = 3'd0; end
            2'b01: begin bias5 = 3'd4; bias6 = 3'd2; end
            2'b10: begin bias5 = 3'd6; bias6 = 3'd3; end
            default: begin bias5 = 3'd2; bias6 = 3'd1; end
        endcase
        if (!dither_en) begin
            bias5 = 3'd0;
            bias6 = 3'd0;
        end
    end

    // stage 1: add bias with saturation
    reg [7:0] r1, g1, b1;
    reg       v1;
    wire [8:0] r_sum = in_r + bias5;
    wire [8:0] g_sum = in_g + bias6;
    wire [8:0] b_sum = in_b + bias5;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            r1 <= 8'd0; g1 <= 8'd0; b1 <= 8'd0; v1 <= 1'b0;
        end else begin
            v1 <= in_valid;
            if (in_valid) begin
                r1 <= r_sum[8] ? 8'hff : r_sum[7:0];
                g1 <= g_sum[8] ? 8'hff : g_sum[7:0];
                b1 <= b_sum[8] ? 8'hff : b_sum[7:0];
            end
        end
    end

    // stage 2: truncate and pack pairs
    wire [15:0] px565 = {r1[7:3], g1[7:2], b1[7:3]};
    reg [15:0] low_half;
    reg        have_low;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            low_half  <= 16'h0;
            have_low  <= 1'b0;
            out_word  <= 32'h0;
            out_valid <= 1'b0;
        end else begin
            out_valid <= 1'b0;
            if (v1) begin
                if (have_low) begin
                    out_word  <= {px565, low_half};
                    out_valid <= 1'b1;
                    have_low  <= 1'b0;
                end else begin
                    low_half <= px565;
                    have_low <= 1'b1;
                end
            end
        end
    end
endmodule
