// relay_drv: one relay coil driver with a pull-in boost phase.
// For BOOST clocks after turn-on the coil sees full drive, then the
// 4-bit hold level (PWM compare value) is used.
module relay_drv #(
    parameter BOOST = 12
) (
    input  wire       clk,
    input  wire       on,
    input  wire [3:0] hold_lvl,
    output wire       coil
);
    reg [3:0] ph;
    reg [4:0] bt;
    always @(posedge clk) begin
        ph <= ph + 4'd1;
        if (!on)         bt <= 5'd0;
        else if (bt != BOOST) bt <= bt + 5'd1;
    end
    assign coil = on & ((bt != BOOST) | (ph < hold_lvl));
endmodule
