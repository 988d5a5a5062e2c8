// cmag_est: alpha-max-plus-beta-min magnitude estimate of a complex
// sample, |z| ~= max + min*3/8, followed by a peak tracker.
// Three pipeline stages.
module cmag_est #(parameter W = 12) (
    input  wire               clk,
    input  wire               rst_n,
    input  wire               in_vld,
    input  wire signed [W-1:0] re,
    input  wire signed [W-1:0] im,
    input  wire               peak_clr,
    output reg         [W:0]  mag,
    output reg                mag_vld,
    output reg         [W:0]  peak
);
    // stage 1: absolute values
    reg [W-1:0] abs_re, abs_im;
    reg         v1;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            abs_re <= 0; abs_im <= 0; v1 <= 1'b0;
        end else begin
            v1     <= in_vld;
            abs_re <= re[W-1] ? -re : re;
            abs_im <= im[W-1] ? -im : im;
        end
    end

    // stage 2: sort into max / min
    reg [W-1:0] mx, mn;
    reg         v2;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            mx <= 0; mn <= 0; v2 <= 1'b0;
        end else begin
            v2 <= v1;
            if (abs_re >= abs_im) begin mx <= abs_re; mn <= abs_im; end
            else                  begin mx <= abs_im; mn <= abs_re; end
        end
    end

    // stage 3: max + 3/8 min, then peak hold
    wire [W:0] est = {1'b0, mx} + {3'b000, mn[W-1:2]} + {4'b0000, mn[W-1:3]};
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            mag <= 0; mag_vld <= 1'b0; peak <= 0;
        end else begin
            mag_vld <= v2;
            if (v2) mag <= est;
            if (peak_clr)
                peak <= 0;
            else if (v2 && est > peak)
                peak <= est;
        end
    end
endmodule
