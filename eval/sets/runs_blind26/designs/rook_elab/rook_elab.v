// Four-channel PWM bank whose top level instantiates a channel module under the wrong name, so elaboration fails.
module rook_pwmch #(parameter W = 6) (
    input  wire         clk,
    input  wire         rst,
    input  wire [W-1:0] duty,
    output reg          pwm_o
);
    reg [W-1:0] ctr;
    always @(posedge clk) begin
        if (rst) begin
            ctr   <= {W{1'b0}};
            pwm_o <= 1'b0;
        end else begin
            ctr   <= ctr + 1'b1;
            pwm_o <= (ctr < duty);
        end
    end
endmodule

module rook_elab (
    input  wire        clk,
    input  wire        rst,
    input  wire [23:0] duties,
    output wire [3:0]  pwm
);
    genvar g;
    generate
        for (g = 0; g < 4; g = g + 1) begin : ch
            rook_pwm_channel #(.W(6)) u_ch (
                .clk(clk), .rst(rst),
                .duty(duties[g*6 +: 6]),
                .pwm_o(pwm[g])
            );
        end
    endgenerate
endmodule
