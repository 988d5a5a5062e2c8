// plantain_tb: self-checking testbench for plantain_debounce; bouncy press and release, counts edge pulses
`timescale 1ns/1ps
module plantain_tb;
    reg clk = 0, rst_n = 0, btn = 0;
    wire level, pressed, released;
    integer n_press = 0, n_rel = 0, k;

    plantain_debounce #(.STABLE_CYCLES(8)) dut (.clk(clk), .rst_n(rst_n), .btn_raw(btn),
                                                .btn_level(level), .pressed(pressed), .released(released));
    always #10 clk = ~clk;
    always @(posedge clk) begin
        if (pressed)  n_press = n_press + 1;
        if (released) n_rel   = n_rel + 1;
    end

    task bounce(input final_val);
        begin
            for (k = 0; k < 5; k = k + 1) begin
                btn = ~btn; #(20 * (k + 1));
            end
            btn = final_val;
            #(20 * 40);
        end
    endtask

    initial begin
        #55 rst_n = 1;
        #100;
        bounce(1'b1);
        if (level !== 1'b1) $display("ERROR level not high after press");
        bounce(1'b0);
        if (level !== 1'b0) $display("ERROR level not low after release");
        // a short glitch must be filtered
        btn = 1; #60; btn = 0; #(20 * 30);
        $display("pressed pulses = %0d, released pulses = %0d", n_press, n_rel);
        if (n_press == 1 && n_rel == 1 && level === 1'b0)
            $display("TEST PASSED: debounced 1 press / 1 release, glitch filtered");
        else
            $display("TEST FAILED: pressed=%0d released=%0d", n_press, n_rel);
        $finish;
    end
endmodule
