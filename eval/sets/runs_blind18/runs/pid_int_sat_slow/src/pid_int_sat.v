// pid_int_sat: PI controller for a motor current loop.
// err = setpoint - measured; u = Kp*err + Ki*integ, with integrator
// anti-windup (clamped) and output saturation to 12 bits unsigned.
module pid_int_sat #(
    parameter EW = 12,   // error width (signed)
    parameter KW = 8,    // gain width (unsigned, Q4.4)
    parameter IW = 18    // integrator width (signed)
) (
    input  wire          clk,
    input  wire          rst_n,
    input  wire          sample,
    input  wire [EW-1:0] setpoint,
    input  wire [EW-1:0] measured,
    input  wire [KW-1:0] kp,
    input  wire [KW-1:0] ki,
    output reg  [11:0]   drive,
    output reg           sat_hi,
    output reg           sat_lo
);
    localparam signed [IW-1:0] I_MAX = (1 <<< (IW-2)) - 1;
    localparam signed [IW-1:0] I_MIN = -(1 <<< (IW-2));

    // stage 1: error
    reg signed [EW:0] err;
    reg               v1;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            err <= 0;
            v1  <= 1'b0;
        end else begin
            v1 <= sample;
            if (sample)
                err <= $signed({1'b0, setpoint}) - $signed({1'b0, measured});
        end
    end

    // stage 2: integrator with clamp
    reg  signed [IW-1:0] integ;
    wire signed [IW:0]   integ_next = integ + err;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            integ <= 0;
        else if (v1) begin
            if (integ_next > I_MAX)
                integ <= I_MAX;
            else if (integ_next < I_MIN)
                integ <= I_MIN;
            else
                integ <= integ_next[IW-1:0];
        end
    end

    // stage 3: multiply-accumulate in one cycle (the long path)
    wire signed [EW+KW+1:0] p_term = err * $signed({1'b0, kp});
    wire signed [IW+KW:0]   i_term = integ * $signed({1'b0, ki});
    wire signed [IW+KW+1:0] u_full = p_term + i_term;
    wire signed [IW+KW-3:0] u      = u_full >>> 4;   // remove Q4.4 fraction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            drive  <= 12'd0;
            sat_hi <= 1'b0;
            sat_lo <= 1'b0;
        end else if (v1) begin
            if (u > 4095) begin
                drive  <= 12'hfff;
                sat_hi <= 1'b1;
                sat_lo <= 1'b0;
            end else if (u < 0) begin
                drive  <= 12'h000;
                sat_hi <= 1'b0;
                sat_lo <= 1'b1;
            end else begin
                drive  <= u[11:0];
                sat_hi <= 1'b0;
                sat_lo <= 1'b0;
            end
        end
    end
endmodule
