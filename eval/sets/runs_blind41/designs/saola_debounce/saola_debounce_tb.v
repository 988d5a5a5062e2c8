// saola_debounce_tb: self-checking testbench; bounces the button, then checks btn_out timing
`timescale 1ns/1ps
module saola_debounce_tb;
    reg clk = 0, rst = 1, btn = 0;
    wire q, rise, fall;
    integer errors = 0, t_press, t_out, n_rise = 0;

    saola_debounce #(.STABLE_CYCLES(20)) dut (.clk(clk), .rst(rst), .btn_in(btn),
                                            .btn_out(q), .rise(rise), .fall(fall));
    always #10 clk = ~clk;   // 50 MHz
    always @(posedge clk) if (rise) n_rise = n_rise + 1;

    task bounce; integer j; begin
        for (j = 0; j < 6; j = j + 1) begin
            btn = ~btn; #(70 + 13*j);
        end
    end endtask

    initial begin
        repeat (4) @(posedge clk); rst = 0;
        bounce;                // 6 toggles: line ends low again
        btn = 1;
        t_press = $time;
        @(posedge q);
        t_out = $time;
        $display("btn_out rose %0d ns after the last edge", t_out - t_press);
        // spec: output must follow within 20 cycles (400 ns) of the input settling
        if (t_out - t_press > 400) begin
            errors = errors + 1;
            $display("ERROR: debounce latency %0d ns exceeds 400 ns", t_out - t_press);
        end
        if (n_rise != 1) begin
            errors = errors + 1;
            $display("ERROR: expected 1 rise pulse, saw %0d", n_rise);
        end
        #500;
        if (errors == 0) $display("TEST PASSED");
        else             $display("TEST FAILED: %0d error(s)", errors);
        $finish;
    end
endmodule
