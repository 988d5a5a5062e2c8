// gannet_traffic_tb: self-checking testbench for gannet_traffic; checks the light sequence and timing.
`timescale 1ns/1ps
module gannet_traffic_tb;
    reg        clk = 0, rst = 1, car_side = 0;
    wire [2:0] main_lt, side_lt;
    integer    errors = 0, cyc = 0;

    gannet_traffic #(.GREEN_MIN(8), .SIDE_GREEN(5), .YELLOW(2)) dut (
        .clk(clk), .rst(rst), .car_side(car_side), .main_lt(main_lt), .side_lt(side_lt));

    always #10 clk = ~clk;
    always @(posedge clk) cyc <= cyc + 1;

    task expect_lights(input [2:0] m, input [2:0] s, input [8*12-1:0] what);
        begin
            if (main_lt !== m || side_lt !== s) begin
                errors = errors + 1;
                $display("ERROR at cycle %0d (%0s): main=%b side=%b, expected main=%b side=%b",
                         cyc, what, main_lt, side_lt, m, s);
            end
        end
    endtask

    initial begin
        repeat (2) @(posedge clk); #1 rst = 0;
        // no car: main stays green well past GREEN_MIN
        repeat (20) @(posedge clk); #1 expect_lights(3'b001, 3'b100, "main hold");
        car_side = 1;
        @(posedge clk); #1 expect_lights(3'b010, 3'b100, "main yellow");
        car_side = 0;
        repeat (2) @(posedge clk); #1 expect_lights(3'b100, 3'b001, "side green");
        repeat (4) @(posedge clk); #1 expect_lights(3'b100, 3'b001, "side green 5");
        @(posedge clk); #1 expect_lights(3'b100, 3'b010, "side yellow");
        repeat (2) @(posedge clk); #1 expect_lights(3'b001, 3'b100, "main again");
        // a car right away: main must still respect GREEN_MIN
        car_side = 1;
        repeat (7) @(posedge clk); #1 expect_lights(3'b001, 3'b100, "green min");
        @(posedge clk); #1 expect_lights(3'b010, 3'b100, "yellow 2");
        if (errors == 0) $display("TEST PASSED: light sequence ok after %0d cycles", cyc);
        else             $display("TEST FAILED: %0d errors", errors);
        $finish;
    end
endmodule
